/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Cat_FlhInputs */

const en_gallery_cat_flh = /** @type {(inputs: Gallery_Cat_FlhInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FLH`)
};

const ur_gallery_cat_flh = /** @type {(inputs: Gallery_Cat_FlhInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایف ایل ایچ`)
};

/**
* | output |
* | --- |
* | "FLH" |
*
* @param {Gallery_Cat_FlhInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_cat_flh = /** @type {((inputs?: Gallery_Cat_FlhInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Cat_FlhInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_cat_flh(inputs)
	return en_gallery_cat_flh(inputs)
});