/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_TitleInputs */

const en_gallery_title = /** @type {(inputs: Gallery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gallery`)
};

const ur_gallery_title = /** @type {(inputs: Gallery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گیلری`)
};

/**
* | output |
* | --- |
* | "Gallery" |
*
* @param {Gallery_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_title = /** @type {((inputs?: Gallery_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_title(inputs)
	return en_gallery_title(inputs)
});