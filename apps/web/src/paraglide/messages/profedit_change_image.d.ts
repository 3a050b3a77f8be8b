/**
* | output |
* | --- |
* | "Change Image" |
*
* @param {Profedit_Change_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_change_image: ((inputs?: Profedit_Change_ImageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Change_ImageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Change_ImageInputs = {};
