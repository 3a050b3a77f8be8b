/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_CloseInputs */

const en_gallery_close = /** @type {(inputs: Gallery_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

const ur_gallery_close = /** @type {(inputs: Gallery_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بند کریں`)
};

/**
* | output |
* | --- |
* | "Close" |
*
* @param {Gallery_CloseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_close = /** @type {((inputs?: Gallery_CloseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_CloseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_close(inputs)
	return en_gallery_close(inputs)
});