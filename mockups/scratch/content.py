TITLE = "Scratch"
def build(seed):
    return {"items": [f"Item {i}" for i in range(60)]}
