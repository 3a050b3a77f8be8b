/**
* | output |
* | --- |
* | "View Location" |
*
* @param {Hubs_View_LocationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_view_location: ((inputs?: Hubs_View_LocationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_View_LocationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_View_LocationInputs = {};
