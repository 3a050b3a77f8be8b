/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_25_TextInputs */

const en_gallery_photo_25_text = /** @type {(inputs: Gallery_Photo_25_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wireframes, prototypes and usability tests with local users.`)
};

const ur_gallery_photo_25_text = /** @type {(inputs: Gallery_Photo_25_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقامی صارفین کے ساتھ وائر فریمز، پروٹوٹائپس اور استعمال کی جانچ۔`)
};

/**
* | output |
* | --- |
* | "Wireframes, prototypes and usability tests with local users." |
*
* @param {Gallery_Photo_25_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_25_text = /** @type {((inputs?: Gallery_Photo_25_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_25_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_25_text(inputs)
	return en_gallery_photo_25_text(inputs)
});