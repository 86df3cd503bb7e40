"""The study as a web app: Flask routes over `Study`, served by waitress (a production WSGI server,
several participants at once), with the mockup apps mounted at /apps/ and /assets/ on the same
origin so the page can call the app's own `window.igg.score` inside the trial frame.

Participants reach only /s/<token>/ and /api/s/<token>/...: everything there is scoped to that
token. Admin routes need the admin token (query `token=` or `Authorization: Bearer`).
Every refusal is a 4xx with a JSON body {"error": "..."} that says why.
"""
from __future__ import annotations

import hmac
import json
from pathlib import Path

from flask import Flask, Response, abort, jsonify, redirect, render_template, request, send_from_directory
from werkzeug.exceptions import HTTPException

from igg.human_study.protocol import MAX_ATTEMPTS, MAX_BODY_BYTES, ProtocolError, SCALES
from igg.human_study.study import Study, reference_images
from igg.mockups.server import app_title, app_dirs, create_app as create_mockup_app

HERE = Path(__file__).resolve().parent

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "frame-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'none'")


def _error(status: int, message: str) -> Response:
    response = jsonify(error=message)
    response.status_code = status
    return response


def create_study_app(study: Study) -> Flask:
    app = Flask(__name__, template_folder=str(HERE / "templates"), static_folder=str(HERE / "static"))
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    titles = {name: app_title(path) for name, path in app_dirs().items()}

    @app.after_request
    def headers(response):
        response.headers.setdefault("Content-Security-Policy", CSP)
        response.headers["Cache-Control"] = "no-store" if not request.path.startswith("/static/") else "max-age=60"
        response.headers["Referrer-Policy"] = "no-referrer"
        return response

    @app.errorhandler(ProtocolError)
    def protocol_error(exc):
        return _error(exc.status, str(exc))

    @app.errorhandler(HTTPException)
    def http_error(exc):
        messages = {413: f"request body is larger than {MAX_BODY_BYTES // 1024} kB",
                    404: f"no such page: {request.path}", 405: f"{request.method} is not allowed on {request.path}"}
        return _error(exc.code or 400, messages.get(exc.code, exc.description or exc.name))

    def body_json():
        if request.mimetype != "application/json":
            raise ProtocolError("send JSON with Content-Type: application/json", status=415)
        try:
            return json.loads(request.get_data(cache=False, as_text=True) or "null")
        except (ValueError, UnicodeDecodeError) as exc:
            raise ProtocolError(f"body is not valid JSON: {exc}") from None

    # -- entry ----------------------------------------------------------------------------
    @app.get("/")
    def entry():
        if request.args.get("PROLIFIC_PID") or request.args.get("code"):
            return join()
        return render_template("entry.html", study=study.config.kind)

    @app.get("/join")
    def join():
        args = request.args
        token = study.join(args.get("PROLIFIC_PID") or args.get("code"), args.get("STUDY_ID"),
                           args.get("SESSION_ID"), request.headers.get("User-Agent", ""))
        return redirect(f"/s/{token}/", code=303)

    # -- the participant's page and API -------------------------------------------------------
    @app.get("/s/<token>/")
    def session_page(token):
        study.participant(token)
        config = {"token": token, "study": study.config.kind, "max_attempts": MAX_ATTEMPTS,
                  "scales": list(SCALES), "titles": titles}
        return render_template("study.html", config=json.dumps(config).replace("</", "<\\/"),
                               study=study.config.kind, max_attempts=MAX_ATTEMPTS)

    @app.get("/api/s/<token>/state")
    def state(token):
        return jsonify(study.state(token))

    @app.post("/api/s/<token>/consent")
    def consent(token):
        study.mark(token, "consented_at")
        return jsonify(study.state(token))

    @app.post("/api/s/<token>/instructions")
    def instructed(token):
        study.mark(token, "instructed_at")
        return jsonify(study.state(token))

    @app.post("/api/s/<token>/events")
    def events(token):
        study.participant(token)  # an unknown participant is told so before the body is judged
        return jsonify(study.post_events(token, body_json()))

    @app.get("/api/s/<token>/trials/<int:trial_id>")
    def own_trial(token, trial_id):
        participant = study.participant(token)
        trial = study.store.trial(trial_id)
        if trial is None or trial["participant_id"] != participant["id"]:
            raise ProtocolError(f"trial {trial_id} is not one of this participant's trials", status=404)
        return jsonify(study.trial_view(trial))

    @app.post("/api/s/<token>/trials/<int:trial_id>/rating")
    def rating(token, trial_id):
        study.participant(token)
        return jsonify(study.rate(token, trial_id, body_json()))

    @app.get("/references/<app_name>/<name>")
    def reference(app_name, name):
        # Only files the study itself lists: no path from the URL reaches the filesystem unchecked.
        if name not in reference_images(study.config.references, app_name) or app_name not in study.config.fidelity_apps:
            abort(404)
        return send_from_directory(study.config.references / app_name, name, max_age=3600)

    # -- admin ----------------------------------------------------------------------------
    def require_admin():
        given = request.args.get("token") or request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
        if not given:
            raise ProtocolError("admin routes need the admin token (?token=... or Authorization: Bearer ...)", status=401)
        if not hmac.compare_digest(given.encode(), study.admin_token.encode()):
            raise ProtocolError("wrong admin token", status=403)

    @app.get("/admin/")
    def admin_page():
        require_admin()
        return render_template("admin.html", progress=study.admin_progress())

    @app.get("/admin/progress.json")
    def admin_json():
        require_admin()
        return jsonify(study.admin_progress())

    return app


def create_wsgi(study: Study):
    """One WSGI callable: the mockup apps' routes by path prefix, the study's for everything else."""
    mockups = create_mockup_app()
    study_app = create_study_app(study)

    def wsgi(environ, start_response):
        path = environ.get("PATH_INFO", "")
        target = mockups if path.startswith(("/apps/", "/assets/")) else study_app
        return target(environ, start_response)

    wsgi.study_app = study_app
    return wsgi


def make_server(study: Study, host: str = "127.0.0.1", port: int = 0, threads: int = 8):
    """A waitress server (not yet running: call .run()); `.effective_port` is the bound port."""
    import logging

    from waitress import create_server

    # waitress warns on every queued request ("Task queue depth is N"): noise under a burst, not news.
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    return create_server(create_wsgi(study), host=host, port=port, threads=threads, ident="igg-study",
                         # A batch of events is small; a slow client must not hold a thread long.
                         channel_timeout=60, connection_limit=200, clear_untrusted_proxy_headers=True)
