/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Cat_IlcInputs */

const en_gallery_cat_ilc = /** @type {(inputs: Gallery_Cat_IlcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ILC`)
};

const ur_gallery_cat_ilc = /** @type {(inputs: Gallery_Cat_IlcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی ایل سی`)
};

/**
* | output |
* | --- |
* | "ILC" |
*
* @param {Gallery_Cat_IlcInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_cat_ilc = /** @type {((inputs?: Gallery_Cat_IlcInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Cat_IlcInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_cat_ilc(inputs)
	return en_gallery_cat_ilc(inputs)
});