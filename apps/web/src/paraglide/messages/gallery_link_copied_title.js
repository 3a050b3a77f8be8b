/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Link_Copied_TitleInputs */

const en_gallery_link_copied_title = /** @type {(inputs: Gallery_Link_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied`)
};

const ur_gallery_link_copied_title = /** @type {(inputs: Gallery_Link_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک کاپی ہو گیا`)
};

/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Gallery_Link_Copied_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_link_copied_title = /** @type {((inputs?: Gallery_Link_Copied_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Link_Copied_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_link_copied_title(inputs)
	return en_gallery_link_copied_title(inputs)
});