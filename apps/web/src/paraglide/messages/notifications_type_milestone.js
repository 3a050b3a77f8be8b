/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Type_MilestoneInputs */

const en_notifications_type_milestone = /** @type {(inputs: Notifications_Type_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestones`)
};

const ur_notifications_type_milestone = /** @type {(inputs: Notifications_Type_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مراحل`)
};

/**
* | output |
* | --- |
* | "Milestones" |
*
* @param {Notifications_Type_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_type_milestone = /** @type {((inputs?: Notifications_Type_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Type_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_type_milestone(inputs)
	return en_notifications_type_milestone(inputs)
});