/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Disputes_Meta_MilestoneInputs */

const en_disputes_meta_milestone = /** @type {(inputs: Disputes_Meta_MilestoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`milestone "${i?.title}"`)
};

const ur_disputes_meta_milestone = /** @type {(inputs: Disputes_Meta_MilestoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحلہ "${i?.title}"`)
};

/**
* | output |
* | --- |
* | "milestone \"{title}\"" |
*
* @param {Disputes_Meta_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_milestone = /** @type {((inputs: Disputes_Meta_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Meta_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_meta_milestone(inputs)
	return en_disputes_meta_milestone(inputs)
});