/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Profiles_Back_To_HomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_back_to_home: ((inputs?: Profiles_Back_To_HomeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Back_To_HomeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Back_To_HomeInputs = {};
