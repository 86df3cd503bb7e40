(function(){
  var size=document.getElementById('size'),marks=document.getElementById('marks');
  function apply(){document.documentElement.style.setProperty('--shot',size.value);
    document.body.classList.toggle('no-marks',!marks.checked);
    try{localStorage.setItem('igg-view',JSON.stringify({size:size.value,marks:marks.checked}));}catch(e){}}
  try{var s=JSON.parse(localStorage.getItem('igg-view')||'null');if(s){size.value=s.size||size.value;marks.checked=s.marks!==false;}}catch(e){}
  size.addEventListener('change',apply);marks.addEventListener('change',apply);apply();
  document.addEventListener('keydown',function(e){
    if(e.target.tagName==='INPUT'||e.target.tagName==='SELECT')return;
    var a=null;if(e.key==='ArrowLeft')a=document.getElementById('prev');if(e.key==='ArrowRight')a=document.getElementById('next');
    if(e.key==='m'){marks.checked=!marks.checked;apply();}
    if(a&&a.href)location.href=a.href;});
})();
