/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_35_TitleInputs */

const en_gallery_photo_35_title = /** @type {(inputs: Gallery_Photo_35_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STP Incubation Desk Visits`)
};

const ur_gallery_photo_35_title = /** @type {(inputs: Gallery_Photo_35_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ٹی پی کی انکیوبیشن ڈیسکس کا دورہ`)
};

/**
* | output |
* | --- |
* | "STP Incubation Desk Visits" |
*
* @param {Gallery_Photo_35_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_35_title = /** @type {((inputs?: Gallery_Photo_35_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_35_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_35_title(inputs)
	return en_gallery_photo_35_title(inputs)
});