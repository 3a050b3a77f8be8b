/**
* | output |
* | --- |
* | "Add Project" |
*
* @param {Profedit_Add_ProjectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_project: ((inputs?: Profedit_Add_ProjectInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Add_ProjectInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Add_ProjectInputs = {};
