/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Cat_VideoInputs */

const en_content_cat_video = /** @type {(inputs: Content_Cat_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Editing`)
};

const ur_content_cat_video = /** @type {(inputs: Content_Cat_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویڈیو ایڈیٹنگ`)
};

/**
* | output |
* | --- |
* | "Video Editing" |
*
* @param {Content_Cat_VideoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_video = /** @type {((inputs?: Content_Cat_VideoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cat_VideoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_cat_video(inputs)
	return en_content_cat_video(inputs)
});