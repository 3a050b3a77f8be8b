/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Download_FailedInputs */

const en_gallery_download_failed = /** @type {(inputs: Gallery_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to download the photo. Please try again.`)
};

const ur_gallery_download_failed = /** @type {(inputs: Gallery_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر ڈاؤن لوڈ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Failed to download the photo. Please try again." |
*
* @param {Gallery_Download_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_download_failed = /** @type {((inputs?: Gallery_Download_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Download_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_download_failed(inputs)
	return en_gallery_download_failed(inputs)
});