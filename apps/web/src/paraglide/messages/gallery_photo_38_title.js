/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_38_TitleInputs */

const en_gallery_photo_38_title = /** @type {(inputs: Gallery_Photo_38_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Investors Visit STP Gilgit`)
};

const ur_gallery_photo_38_title = /** @type {(inputs: Gallery_Photo_38_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرمایہ کاروں کا ایس ٹی پی گلگت کا دورہ`)
};

/**
* | output |
* | --- |
* | "Investors Visit STP Gilgit" |
*
* @param {Gallery_Photo_38_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_38_title = /** @type {((inputs?: Gallery_Photo_38_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_38_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_38_title(inputs)
	return en_gallery_photo_38_title(inputs)
});