/**
* | output |
* | --- |
* | "The signed credential (VC-JWT)" |
*
* @param {Cred_DownloadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_download: ((inputs?: Cred_DownloadInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_DownloadInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_DownloadInputs = {};
