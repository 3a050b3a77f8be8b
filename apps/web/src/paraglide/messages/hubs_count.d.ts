/**
* | output |
* | --- |
* | "Showing {shown} of {total} IT hubs" |
*
* @param {Hubs_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_count: ((inputs: Hubs_CountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_CountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_CountInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
