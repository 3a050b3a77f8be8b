/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Cat_StpInputs */

const en_gallery_cat_stp = /** @type {(inputs: Gallery_Cat_StpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STP`)
};

const ur_gallery_cat_stp = /** @type {(inputs: Gallery_Cat_StpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ٹی پی`)
};

/**
* | output |
* | --- |
* | "STP" |
*
* @param {Gallery_Cat_StpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_cat_stp = /** @type {((inputs?: Gallery_Cat_StpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Cat_StpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_cat_stp(inputs)
	return en_gallery_cat_stp(inputs)
});