/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_LeaveInputs */

const en_reviews_leave = /** @type {(inputs: Reviews_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave a review`)
};

const ur_reviews_leave = /** @type {(inputs: Reviews_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویو لکھیں`)
};

/**
* | output |
* | --- |
* | "Leave a review" |
*
* @param {Reviews_LeaveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_leave = /** @type {((inputs?: Reviews_LeaveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_LeaveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_leave(inputs)
	return en_reviews_leave(inputs)
});