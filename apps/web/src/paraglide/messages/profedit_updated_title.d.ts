/**
* | output |
* | --- |
* | "Profile Updated!" |
*
* @param {Profedit_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_updated_title: ((inputs?: Profedit_Updated_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Updated_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Updated_TitleInputs = {};
