/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_Coming_SoonInputs */

const en_video_coming_soon = /** @type {(inputs: Video_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Coming Soon`)
};

const ur_video_coming_soon = /** @type {(inputs: Video_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویڈیو جلد آ رہی ہے`)
};

/**
* | output |
* | --- |
* | "Video Coming Soon" |
*
* @param {Video_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_coming_soon = /** @type {((inputs?: Video_Coming_SoonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Coming_SoonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_coming_soon(inputs)
	return en_video_coming_soon(inputs)
});