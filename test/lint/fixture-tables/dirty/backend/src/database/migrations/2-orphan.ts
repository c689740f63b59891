export const up = ['CREATE TABLE gamma_orphan (id int PRIMARY KEY)'];
