/**
* | output |
* | --- |
* | "Location not specified" |
*
* @param {Profiles_Missing_LocationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_missing_location: ((inputs?: Profiles_Missing_LocationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Missing_LocationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Missing_LocationInputs = {};
