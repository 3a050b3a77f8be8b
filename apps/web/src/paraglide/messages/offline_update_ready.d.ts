/**
* | output |
* | --- |
* | "A new version is available" |
*
* @param {Offline_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_update_ready: ((inputs?: Offline_Update_ReadyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Update_ReadyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Update_ReadyInputs = {};
