/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_22_TextInputs */

const en_gallery_photo_22_text = /** @type {(inputs: Gallery_Photo_22_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookkeeping for remote clients: ledgers, invoices and reconciliations.`)
};

const ur_gallery_photo_22_text = /** @type {(inputs: Gallery_Photo_22_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریموٹ کلائنٹس کے لیے بک کیپنگ: کھاتے، انوائسز اور حسابات کا ملان۔`)
};

/**
* | output |
* | --- |
* | "Bookkeeping for remote clients: ledgers, invoices and reconciliations." |
*
* @param {Gallery_Photo_22_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_22_text = /** @type {((inputs?: Gallery_Photo_22_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_22_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_22_text(inputs)
	return en_gallery_photo_22_text(inputs)
});