/**
* | output |
* | --- |
* | "You are offline — showing what you saw at {time}" |
*
* @param {Offline_SinceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_since: ((inputs: Offline_SinceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_SinceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_SinceInputs = {
    time: NonNullable<unknown>;
};
