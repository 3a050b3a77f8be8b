/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Videos_HeadingInputs */

const en_stories_videos_heading = /** @type {(inputs: Stories_Videos_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Testimonials`)
};

const ur_stories_videos_heading = /** @type {(inputs: Stories_Videos_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویڈیو تاثرات`)
};

/**
* | output |
* | --- |
* | "Video Testimonials" |
*
* @param {Stories_Videos_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_videos_heading = /** @type {((inputs?: Stories_Videos_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Videos_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_videos_heading(inputs)
	return en_stories_videos_heading(inputs)
});