/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Only_Owner_EditInputs */

const en_jobown_only_owner_edit = /** @type {(inputs: Jobown_Only_Owner_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the client who posted this job can edit it.`)
};

const ur_jobown_only_owner_edit = /** @type {(inputs: Jobown_Only_Owner_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس جاب میں صرف وہی کلائنٹ ترمیم کر سکتا ہے جس نے اسے پوسٹ کیا ہے۔`)
};

/**
* | output |
* | --- |
* | "Only the client who posted this job can edit it." |
*
* @param {Jobown_Only_Owner_EditInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_only_owner_edit = /** @type {((inputs?: Jobown_Only_Owner_EditInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Only_Owner_EditInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_only_owner_edit(inputs)
	return en_jobown_only_owner_edit(inputs)
});