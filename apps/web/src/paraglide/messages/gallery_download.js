/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_DownloadInputs */

const en_gallery_download = /** @type {(inputs: Gallery_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

const ur_gallery_download = /** @type {(inputs: Gallery_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈاؤن لوڈ`)
};

/**
* | output |
* | --- |
* | "Download" |
*
* @param {Gallery_DownloadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_download = /** @type {((inputs?: Gallery_DownloadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_DownloadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_download(inputs)
	return en_gallery_download(inputs)
});