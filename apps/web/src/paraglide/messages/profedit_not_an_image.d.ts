/**
* | output |
* | --- |
* | "Please choose an image file" |
*
* @param {Profedit_Not_An_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_not_an_image: ((inputs?: Profedit_Not_An_ImageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Not_An_ImageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Not_An_ImageInputs = {};
