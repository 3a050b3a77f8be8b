/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_08_TextInputs */

const en_gallery_photo_08_text = /** @type {(inputs: Gallery_Photo_08_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Writing gig titles, pricing packages and choosing the right thumbnails.`)
};

const ur_gallery_photo_08_text = /** @type {(inputs: Gallery_Photo_08_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گِگ کے عنوان لکھنا، قیمت کے پیکجز بنانا اور درست تھمب نیل چننا۔`)
};

/**
* | output |
* | --- |
* | "Writing gig titles, pricing packages and choosing the right thumbnails." |
*
* @param {Gallery_Photo_08_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_08_text = /** @type {((inputs?: Gallery_Photo_08_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_08_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_08_text(inputs)
	return en_gallery_photo_08_text(inputs)
});