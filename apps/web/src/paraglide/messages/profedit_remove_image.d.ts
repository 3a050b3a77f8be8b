/**
* | output |
* | --- |
* | "Remove Image" |
*
* @param {Profedit_Remove_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_remove_image: ((inputs?: Profedit_Remove_ImageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Remove_ImageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Remove_ImageInputs = {};
