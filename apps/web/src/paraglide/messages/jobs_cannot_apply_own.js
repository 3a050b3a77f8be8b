/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Cannot_Apply_OwnInputs */

const en_jobs_cannot_apply_own = /** @type {(inputs: Jobs_Cannot_Apply_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot apply to your own job`)
};

const ur_jobs_cannot_apply_own = /** @type {(inputs: Jobs_Cannot_Apply_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ اپنی ہی جاب پر درخواست نہیں دے سکتے`)
};

/**
* | output |
* | --- |
* | "You cannot apply to your own job" |
*
* @param {Jobs_Cannot_Apply_OwnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_cannot_apply_own = /** @type {((inputs?: Jobs_Cannot_Apply_OwnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Cannot_Apply_OwnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_cannot_apply_own(inputs)
	return en_jobs_cannot_apply_own(inputs)
});