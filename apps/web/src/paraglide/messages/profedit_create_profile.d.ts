/**
* | output |
* | --- |
* | "Create Profile" |
*
* @param {Profedit_Create_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_create_profile: ((inputs?: Profedit_Create_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Create_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Create_ProfileInputs = {};
