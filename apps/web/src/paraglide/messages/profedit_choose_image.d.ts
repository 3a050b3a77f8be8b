/**
* | output |
* | --- |
* | "Choose Image" |
*
* @param {Profedit_Choose_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_choose_image: ((inputs?: Profedit_Choose_ImageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Choose_ImageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Choose_ImageInputs = {};
