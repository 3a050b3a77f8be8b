/**
* | output |
* | --- |
* | "Cover Photo" |
*
* @param {Profedit_Cover_PhotoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cover_photo: ((inputs?: Profedit_Cover_PhotoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Cover_PhotoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Cover_PhotoInputs = {};
