/**
* | output |
* | --- |
* | "Failed to download the photo. Please try again." |
*
* @param {Gallery_Download_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_download_failed: ((inputs?: Gallery_Download_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Download_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Download_FailedInputs = {};
