(function(){
  var rows=[].slice.call(document.querySelectorAll('#episodes tbody tr'));
  var f={outcome:document.getElementById('f-outcome'),app:document.getElementById('f-app'),
         subtype:document.getElementById('f-subtype'),q:document.getElementById('f-q')};
  var count=document.getElementById('count');
  function apply(){
    var o=f.outcome.value,a=f.app.value,s=f.subtype.value,q=f.q.value.trim().toLowerCase(),shown=0,ok=0;
    rows.forEach(function(r){
      var vis=(!o||r.dataset.outcome===o)&&(!a||r.dataset.app===a)&&(!s||r.dataset.subtype===s)&&
              (!q||r.dataset.search.indexOf(q)>=0);
      r.hidden=!vis; if(vis){shown++; if(r.dataset.outcome==='success')ok++;}
    });
    count.textContent='showing '+shown+' of '+rows.length+' \u00b7 '+ok+' success'+
      (shown?' ('+Math.round(100*ok/shown)+'%)':'');
    var h=[];['outcome','app','subtype','q'].forEach(function(k){if(f[k].value)h.push(k+'='+encodeURIComponent(f[k].value));});
    history.replaceState(null,'',h.length?'#'+h.join('&'):location.pathname);
  }
  location.hash.replace(/^#/,'').split('&').forEach(function(kv){
    var p=kv.split('='); if(p.length===2&&f[p[0]]){f[p[0]].value=decodeURIComponent(p[1]);}
  });
  Object.keys(f).forEach(function(k){f[k].addEventListener(k==='q'?'input':'change',apply);});
  var tbody=document.querySelector('#episodes tbody'),ths=[].slice.call(document.querySelectorAll('#episodes th[data-sort]'));
  ths.forEach(function(th,i){th.addEventListener('click',function(){
    var col=th.cellIndex,num=th.dataset.sort==='num',dir=th.dataset.dir==='asc'?'desc':'asc';
    ths.forEach(function(t){t.dataset.dir='';var s=t.querySelector('.arrow');if(s)s.textContent='';});
    th.dataset.dir=dir;th.querySelector('.arrow').textContent=dir==='asc'?' \u25b2':' \u25bc';
    rows.sort(function(x,y){var a=x.cells[col].dataset.v!==undefined?x.cells[col].dataset.v:x.cells[col].textContent,
      b=y.cells[col].dataset.v!==undefined?y.cells[col].dataset.v:y.cells[col].textContent;
      var c=num?(parseFloat(a||'0')-parseFloat(b||'0')):a.localeCompare(b);return dir==='asc'?c:-c;});
    rows.forEach(function(r){tbody.appendChild(r);});
  });});
  apply();
})();
