"""PointerBench generators: build Sheets, Text and Pro suites in the published layout.

build       - `build_suite(...)`, the `igg pointerbench build` arguments and summary
gen_sheets  - spreadsheet screens (Pillow), checked by verify.verify_sheets
gen_text    - text-selection screens (Pillow), checked by verify.verify_text
gen_pro     - professional-application screens rendered in Chromium (pro_apps/ templates)
verify      - the independent verifier of generated Sheets and Text examples
render_text, text_page, text_surfaces, widgets, content, sampling - what those generators share

Layering: this package is a build tool, not part of the task layer it sits in. The Pro generator
renders in the environment's browser (igg.envs.browser, the session's Playwright driver) and
injects the page runtime's one visibility check (mockups/runtime), so it ranks with `igg.envs`:
it may import mockups, tasks and envs; nothing in igg.mockups or igg.tasks imports it. The
command that runs it is `igg pointerbench build` (igg.agents.pointerbench). tests/test_imports.py
states this exception and no other.
"""
