export const up = ['CREATE TABLE alpha_item (id int PRIMARY KEY)', 'CREATE TABLE IF NOT EXISTS beta_thing (id int PRIMARY KEY, alpha_id int REFERENCES alpha_item (id))'];
