/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ since: NonNullable<unknown> }} Jobs_Member_SinceInputs */

const en_jobs_member_since = /** @type {(inputs: Jobs_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member since ${i?.since}`)
};

const ur_jobs_member_since = /** @type {(inputs: Jobs_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.since} سے رکن`)
};

/**
* | output |
* | --- |
* | "Member since {since}" |
*
* @param {Jobs_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_member_since = /** @type {((inputs: Jobs_Member_SinceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Member_SinceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_member_since(inputs)
	return en_jobs_member_since(inputs)
});