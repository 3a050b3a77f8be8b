/**
* | output |
* | --- |
* | "of {name} (opens in a new tab)" |
*
* @param {Hubs_View_Location_SrInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_view_location_sr: ((inputs: Hubs_View_Location_SrInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_View_Location_SrInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_View_Location_SrInputs = {
    name: NonNullable<unknown>;
};
