/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Say_Why_You_Are_Disputing_This_MilestoneInputs */

const en_err_say_why_you_are_disputing_this_milestone = /** @type {(inputs: Err_Say_Why_You_Are_Disputing_This_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why you are disputing this milestone`)
};

const ur_err_say_why_you_are_disputing_this_milestone = /** @type {(inputs: Err_Say_Why_You_Are_Disputing_This_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بتائیں کہ آپ اس مرحلے پر تنازع کیوں اٹھا رہے ہیں`)
};

/**
* | output |
* | --- |
* | "Say why you are disputing this milestone" |
*
* @param {Err_Say_Why_You_Are_Disputing_This_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_say_why_you_are_disputing_this_milestone = /** @type {((inputs?: Err_Say_Why_You_Are_Disputing_This_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Say_Why_You_Are_Disputing_This_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_say_why_you_are_disputing_this_milestone(inputs)
	return en_err_say_why_you_are_disputing_this_milestone(inputs)
});