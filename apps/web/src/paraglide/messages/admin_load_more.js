/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Load_MoreInputs */

const en_admin_load_more = /** @type {(inputs: Admin_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const ur_admin_load_more = /** @type {(inputs: Admin_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزید دیکھیں`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Admin_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_load_more = /** @type {((inputs?: Admin_Load_MoreInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Load_MoreInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_load_more(inputs)
	return en_admin_load_more(inputs)
});