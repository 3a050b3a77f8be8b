/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Suspended_SinceInputs */

const en_admin_suspended_since = /** @type {(inputs: Admin_Suspended_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspended since ${i?.time}: `)
};

const ur_admin_suspended_since = /** @type {(inputs: Admin_Suspended_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} سے معطل: `)
};

/**
* | output |
* | --- |
* | "Suspended since {time}:" |
*
* @param {Admin_Suspended_SinceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspended_since = /** @type {((inputs: Admin_Suspended_SinceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Suspended_SinceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_suspended_since(inputs)
	return en_admin_suspended_since(inputs)
});