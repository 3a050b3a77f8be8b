/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Link_CopiedInputs */

const en_gallery_link_copied = /** @type {(inputs: Gallery_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link to this photo was copied.`)
};

const ur_gallery_link_copied = /** @type {(inputs: Gallery_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس تصویر کا لنک کاپی کر لیا گیا ہے۔`)
};

/**
* | output |
* | --- |
* | "The link to this photo was copied." |
*
* @param {Gallery_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_link_copied = /** @type {((inputs?: Gallery_Link_CopiedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Link_CopiedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_link_copied(inputs)
	return en_gallery_link_copied(inputs)
});