/**
* | output |
* | --- |
* | "Technologies used (optional, comma separated)" |
*
* @param {Profedit_Project_TagsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_tags: ((inputs?: Profedit_Project_TagsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Project_TagsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Project_TagsInputs = {};
