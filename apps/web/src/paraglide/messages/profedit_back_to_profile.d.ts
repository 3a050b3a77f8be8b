/**
* | output |
* | --- |
* | "Back to Profile" |
*
* @param {Profedit_Back_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_back_to_profile: ((inputs?: Profedit_Back_To_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Back_To_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Back_To_ProfileInputs = {};
