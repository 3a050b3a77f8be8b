/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, total: NonNullable<unknown>, paid: NonNullable<unknown>, failed: NonNullable<unknown> }} Admin_Batch_SummaryInputs */

const en_admin_batch_summary = /** @type {(inputs: Admin_Batch_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} withdrawal(s), ${i?.total} · ${i?.paid} paid, ${i?.failed} failed`)
};

const ur_admin_batch_summary = /** @type {(inputs: Admin_Batch_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} درخواستیں، ${i?.total} · ${i?.paid} ادا، ${i?.failed} ناکام`)
};

/**
* | output |
* | --- |
* | "{count} withdrawal(s), {total} · {paid} paid, {failed} failed" |
*
* @param {Admin_Batch_SummaryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_summary = /** @type {((inputs: Admin_Batch_SummaryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_SummaryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_summary(inputs)
	return en_admin_batch_summary(inputs)
});