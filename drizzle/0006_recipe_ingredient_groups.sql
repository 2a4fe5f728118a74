-- Recipe ingredients become groups of (quantity, unit, item, note). A recipe written as lines of
-- text ('3/4 cup (165 g) brown sugar') gets one unnamed group whose items keep each whole line in
-- `item`, so a running site shows the same text until an admin structures it. Recipes already in
-- groups (an array of objects) and empty lists are left as they are.
UPDATE "recipes"
SET "ingredients" = jsonb_build_array(
  jsonb_build_object(
    'name', '',
    'items', (
      SELECT jsonb_agg(
        jsonb_build_object('quantity', '', 'unit', '', 'item', line.value, 'note', '')
        ORDER BY line.position
      )
      FROM jsonb_array_elements_text("recipes"."ingredients") WITH ORDINALITY AS line(value, position)
    )
  )
)
WHERE jsonb_typeof("ingredients") = 'array'
  AND jsonb_array_length("ingredients") > 0
  AND jsonb_typeof("ingredients" -> 0) = 'string';
