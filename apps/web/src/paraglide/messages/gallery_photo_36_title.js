/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_36_TitleInputs */

const en_gallery_photo_36_title = /** @type {(inputs: Gallery_Photo_36_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STP Server Room Tour`)
};

const ur_gallery_photo_36_title = /** @type {(inputs: Gallery_Photo_36_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ٹی پی سرور روم کا دورہ`)
};

/**
* | output |
* | --- |
* | "STP Server Room Tour" |
*
* @param {Gallery_Photo_36_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_36_title = /** @type {((inputs?: Gallery_Photo_36_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_36_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_36_title(inputs)
	return en_gallery_photo_36_title(inputs)
});